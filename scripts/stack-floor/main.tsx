// The stack floor (../shared/anchors/stack-floor, the same app): our stack with nothing on the page.
// `npm run lighthouse` measures it between the mall's pages, in the same run, as the yardstick the
// machine's speed cannot move: a page is judged against it, not against a figure from another day.
import { Box, Button, ChakraProvider, defaultSystem, Heading, Text } from '@chakra-ui/react';
import { atom, useAtom } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import useSWR, { SWRConfig } from 'swr';

const countAtom = atom(0);
const fetcher = (key: string) => Promise.resolve({ key, name: 'Benefits mall' });

function Home() {
  const [count, setCount] = useAtom(countAtom);
  const { data } = useSWR('/api/site', fetcher);
  return (
    <Box p={6}>
      <Heading as="h1" size="2xl">
        Stack floor {data ? data.name : ''}
      </Heading>
      <Text my={4}>React 19 + Chakra UI 3 + react-router 7 + jotai + swr.</Text>
      <Button colorPalette="blue" onClick={() => setCount((c) => c + 1)}>
        Clicked {count}
      </Button>
      <Box mt={4}>
        <Link to="/about">About</Link>
      </Box>
    </Box>
  );
}

function About() {
  return (
    <Box p={6}>
      <Heading as="h1">About</Heading>
      <Link to="/">Home</Link>
    </Box>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ fetcher }}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/about" element={<About />} />
          </Routes>
        </BrowserRouter>
      </SWRConfig>
    </ChakraProvider>
  </StrictMode>,
);
