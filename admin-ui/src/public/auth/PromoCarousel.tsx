import { useEffect, useState, type ReactNode } from 'react';
import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import PublicIcon from '@mui/icons-material/Public';
import { useT } from '../useT';
import type { MessageKey } from '../messages';

/** Autoplay period of the promotional slides. */
export const SLIDE_INTERVAL_MS = 5000;

interface Slide {
  icon: ReactNode;
  title: MessageKey;
  text: MessageKey;
  background: string;
}

const SLIDES: Slide[] = [
  {
    icon: <StorefrontIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide1.title',
    text: 'auth.slide1.text',
    background: 'linear-gradient(150deg, #1b5e20 0%, #2e7d32 60%, #558b2f 100%)',
  },
  {
    icon: <MenuBookIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide2.title',
    text: 'auth.slide2.text',
    background: 'linear-gradient(150deg, #004d40 0%, #00695c 55%, #2e7d32 100%)',
  },
  {
    icon: <CompareArrowsIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide3.title',
    text: 'auth.slide3.text',
    background: 'linear-gradient(150deg, #33691e 0%, #558b2f 55%, #827717 100%)',
  },
  {
    icon: <TrendingUpIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide4.title',
    text: 'auth.slide4.text',
    background: 'linear-gradient(150deg, #3e2723 0%, #5d4037 50%, #8d6e63 100%)',
  },
  {
    icon: <WbSunnyIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide5.title',
    text: 'auth.slide5.text',
    background: 'linear-gradient(150deg, #e65100 0%, #ef6c00 45%, #f9a825 100%)',
  },
  {
    icon: <PublicIcon sx={{ fontSize: 64 }} />,
    title: 'auth.slide6.title',
    text: 'auth.slide6.text',
    background: 'linear-gradient(150deg, #01579b 0%, #00695c 55%, #2e7d32 100%)',
  },
];

/** Six promotional slides, one every 5 s (paused while hovered or focused); dots to pick one. */
export function PromoCarousel() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('auth.slides')}
      data-testid="auth-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', height: '100%', minHeight: '100vh', overflow: 'hidden', color: '#fff' }}
    >
      {SLIDES.map((slide, i) => (
        <Box
          key={slide.title}
          role="group"
          aria-roledescription="slide"
          aria-label={t('auth.slideN', { n: i + 1 })}
          aria-hidden={i !== index}
          data-active={i === index}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 8,
            background: slide.background,
            opacity: i === index ? 1 : 0,
            transition: reducedMotion ? 'none' : 'opacity 700ms ease',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              backgroundImage:
                'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.12) 0, transparent 35%), radial-gradient(circle at 85% 80%, rgba(255,255,255,0.10) 0, transparent 40%)',
            }}
          />
          <Stack spacing={3} sx={{ position: 'relative', maxWidth: 460, textAlign: 'center', alignItems: 'center' }}>
            <Box sx={{ p: 3, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.14)', display: 'inline-flex' }}>
              {slide.icon}
            </Box>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 800, letterSpacing: '-0.01em' }}>
              {t(slide.title)}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, lineHeight: 1.5 }}>
              {t(slide.text)}
            </Typography>
          </Stack>
        </Box>
      ))}
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'absolute', bottom: 40, left: 0, right: 0, justifyContent: 'center' }}
      >
        {SLIDES.map((slide, i) => (
          <Box
            key={slide.title}
            component="button"
            type="button"
            aria-label={t('auth.slideN', { n: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            sx={{
              width: i === index ? 28 : 10,
              height: 10,
              p: 0,
              border: 0,
              borderRadius: 5,
              cursor: 'pointer',
              bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.5)',
              transition: reducedMotion ? 'none' : 'width 300ms ease, background-color 300ms ease',
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 3 },
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
